import jax

from market import zero_rate
from mc import asian_call_mc

TRADES = [
    # (strike, maturity in years)
    (100.0, 0.1),
    (105.0, 0.2),
    (100.0, 0.5),
    (95.0, 1.0),
    (110.0, 1.5),
    (100.0, 2.0),
]


def main():
    key = jax.random.PRNGKey(2024)
    spot, vol = 101.3, 0.22
    for i, (strike, maturity) in enumerate(TRADES):
        rate = zero_rate(maturity)
        pv = asian_call_mc(jax.random.fold_in(key, i), spot, strike, vol, rate, maturity)
        print(f"K={strike:6.1f} T={maturity:.2f} r={rate:.4f} pv={float(pv):.4f}")


if __name__ == "__main__":
    main()
