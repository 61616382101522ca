import jax

from greeks import GreeksEngine
from heston import heston_call

SPOT, V0 = 100.0, 0.05

POSITIONS = [
    # (strike, maturity, quantity)
    (90.0, 0.5, 10),
    (100.0, 0.5, -25),
    (110.0, 0.5, 15),
    (100.0, 1.0, 5),
    (120.0, 1.0, -10),
]


def main():
    key = jax.random.PRNGKey(7)
    engine = GreeksEngine(heston_call)
    book_delta = book_vega = 0.0
    for strike, maturity, qty in POSITIONS:
        d, v = engine.pathwise_greeks(SPOT, V0, strike, maturity, key)
        book_delta += qty * d
        book_vega += qty * v
        print(f"K={strike:5.1f} T={maturity}: delta={d:.3f} dV/dv0={v:.2f}")
    print(f"book delta={book_delta:.2f} book dV/dv0={book_vega:.1f}")


if __name__ == "__main__":
    main()
