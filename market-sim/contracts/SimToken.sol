// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A token of the sim's market on a local trade chain (its code is placed at the token's address):
/// holdings live in the sim's ledger, so on chain a token only records what its holders allow a
/// spender (the router) to take: ERC-20 `approve` and `allowance`.
contract SimToken {
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed owner, address indexed spender, uint256 value);

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}
