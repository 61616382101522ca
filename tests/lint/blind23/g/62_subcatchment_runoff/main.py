import jax.numpy as jnp
import numpy as np

from catchment import Catchment


def main():
    rng = np.random.default_rng(4)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 90).astype(np.float32))
    catchments = [Catchment(f"sub{i}", float(a), float(k)) for i, (a, k) in
                  enumerate(zip(rng.uniform(20, 200, 5), rng.uniform(0.05, 0.4, 5)))]
    total = sum(c.discharge(rain) for c in catchments)
    print(f"outlet peak {float(total.max()):.2f} m3/s, mean {float(total.mean()):.2f} m3/s")


if __name__ == "__main__":
    main()
