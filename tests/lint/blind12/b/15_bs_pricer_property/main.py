import jax.numpy as jnp

from book import load_book
from pricing import BlackScholesPricer


def mark_to_market(pricer, book, spot):
    prices = pricer.price_fn(spot, book["strike"], book["vol"], book["expiry"], book["is_call"])
    return jnp.sum(prices * book["qty"])


if __name__ == "__main__":
    book = load_book()
    pricer = BlackScholesPricer(rate=0.03)
    spot_path = [100.0, 101.2, 99.7, 98.4, 100.9, 102.3]
    for day, spot in enumerate(spot_path):
        spot = jnp.float32(spot)
        pv = mark_to_market(pricer, book, spot)
        print(f"day {day}: spot {float(spot):.1f} pv {float(pv):.2f}")
