// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IAllowance {
    function allowance(address owner, address spender) external view returns (uint256);
}

/// The router of the sim's local trade chains: a wallet's market order is one call of `swap`.
/// Prices, pools and holdings live in the sim; the chain proves that the signed-in wallet sent the
/// built order (the sim settles only a mined, successful call that matches its build): a buy
/// carries exactly its native amount, a sell needs the token's allowance for the router first.
contract SwapRouter {
    event Swap(bytes32 indexed buildId, address indexed user, address indexed token, bool buy, uint256 amountIn, uint256 minAmountOut);

    error WrongValue();
    error NotApproved();

    function swap(bytes32 buildId, address token, bool buy, uint256 amountIn, uint256 minAmountOut) external payable {
        if (buy) {
            if (msg.value != amountIn) revert WrongValue();
        } else {
            if (msg.value != 0) revert WrongValue();
            if (IAllowance(token).allowance(msg.sender, address(this)) < amountIn) revert NotApproved();
        }
        emit Swap(buildId, msg.sender, token, buy, amountIn, minAmountOut);
    }
}
