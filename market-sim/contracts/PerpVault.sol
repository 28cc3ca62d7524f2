// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IERC20Like {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
    function balanceOf(address owner) external view returns (uint256);
}

/// The perp vault of the local chain: a user deposits an allowed token for an account id
/// (keccak256(abi.encode(user, brokerHash))) and pays the deposit fee in the native coin. The sim
/// credits the perp account when it reads AccountDeposit from the chain. A withdraw is paid by the
/// operator (the admin, the sim's faucet account) on the vault's behalf: `withdraw` sends the
/// token from the vault to the receiver once per withdraw id (the sim's signed withdraw), and the
/// sim reads AccountWithdraw from the chain. Errors as spec 2 §8 lists, plus WithdrawAlreadyPaid.
contract PerpVault {
    error ZeroDeposit();
    error ZeroDepositFee();
    error DepositExceedLimit();
    error TokenNotAllowed();
    error BrokerNotAllowed();
    error WithdrawPaused();
    error WithdrawNotPaused();
    error BalanceNotEnough();
    error InsufficientBalance();
    error InvalidSwapSignature();
    error SwapAlreadySubmitted();
    error AccountIdInvalid();
    error AddressZero();
    error InvalidTokenAddress();
    error NativeTokenDepositAmountMismatch();
    error OnlyCrossChainManagerCanCall();
    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);
    error AccessControlBadConfirmation();
    error WithdrawAlreadyPaid();

    struct VaultDepositFE {
        bytes32 accountId;
        bytes32 brokerHash;
        bytes32 tokenHash;
        uint128 tokenAmount;
    }

    event AccountDeposit(bytes32 indexed accountId, address indexed userAddress, uint64 indexed depositNonce, bytes32 tokenHash, uint128 tokenAmount);
    event AccountWithdraw(bytes32 indexed withdrawId, address indexed receiver, bytes32 tokenHash, uint128 tokenAmount);

    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN_ROLE");
    address public immutable admin;
    mapping(bytes32 => address) public allowedToken;
    mapping(bytes32 => bool) public allowedBroker;
    uint256 public depositFee;
    uint128 public depositLimit;
    uint64 public depositId;
    mapping(bytes32 => bool) public withdrawPaid;

    constructor() {
        admin = msg.sender;
    }

    modifier onlyAdmin() {
        if (msg.sender != admin) revert AccessControlUnauthorizedAccount(msg.sender, ADMIN_ROLE);
        _;
    }

    function setAllowedToken(bytes32 tokenHash, address token) external onlyAdmin {
        if (token == address(0)) revert InvalidTokenAddress();
        allowedToken[tokenHash] = token;
    }

    function setAllowedBroker(bytes32 brokerHash, bool allowed) external onlyAdmin {
        allowedBroker[brokerHash] = allowed;
    }

    function setDepositFee(uint256 fee) external onlyAdmin {
        if (fee == 0) revert ZeroDepositFee();
        depositFee = fee;
    }

    function setDepositLimit(uint128 limit) external onlyAdmin {
        depositLimit = limit;
    }

    function getDepositFee(address, VaultDepositFE calldata) external view returns (uint256) {
        return depositFee;
    }

    function deposit(VaultDepositFE calldata data) external payable {
        if (data.tokenAmount == 0) revert ZeroDeposit();
        if (msg.value != depositFee) revert NativeTokenDepositAmountMismatch();
        address token = allowedToken[data.tokenHash];
        if (token == address(0)) revert TokenNotAllowed();
        if (!allowedBroker[data.brokerHash]) revert BrokerNotAllowed();
        if (data.accountId != keccak256(abi.encode(msg.sender, data.brokerHash))) revert AccountIdInvalid();
        if (depositLimit != 0 && data.tokenAmount > depositLimit) revert DepositExceedLimit();
        if (!IERC20Like(token).transferFrom(msg.sender, address(this), data.tokenAmount)) revert BalanceNotEnough();
        depositId += 1;
        emit AccountDeposit(data.accountId, msg.sender, depositId, data.tokenHash, data.tokenAmount);
    }

    /// Pays a signed withdraw: `amount` of the allowed token to `receiver`, once per `withdrawId`.
    function withdraw(bytes32 withdrawId, bytes32 tokenHash, address receiver, uint128 amount) external onlyAdmin {
        if (receiver == address(0)) revert AddressZero();
        if (withdrawPaid[withdrawId]) revert WithdrawAlreadyPaid();
        address token = allowedToken[tokenHash];
        if (token == address(0)) revert TokenNotAllowed();
        if (IERC20Like(token).balanceOf(address(this)) < amount) revert InsufficientBalance();
        withdrawPaid[withdrawId] = true;
        if (!IERC20Like(token).transfer(receiver, amount)) revert BalanceNotEnough();
        emit AccountWithdraw(withdrawId, receiver, tokenHash, amount);
    }
}
