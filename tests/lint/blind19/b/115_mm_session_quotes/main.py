import jax.numpy as jnp
import numpy as np

from maker import MarketMaker


def main():
    rng = np.random.default_rng(120)
    mm = MarketMaker()
    for session in range(4):
        mm.reset_session()
        mid, inv = 100.0, 0
        for step in range(5):
            bid, ask = mm.quote(jnp.float32(mid), jnp.float32(inv), jnp.float32(0.02), jnp.float32(1 - step / 5))
            inv += int(rng.choice([-1, 0, 1]))
            mid += float(rng.standard_normal() * 0.05)
        print(session, round(float(bid), 3), round(float(ask), 3), inv)


if __name__ == "__main__":
    main()
