import jax.numpy as jnp
import numpy as np

from network import REACHES
from routing import route_network


def main():
    t = np.arange(96, dtype=np.float32)
    for storm_peak in [150.0, 300.0]:
        up = jnp.asarray(20 + storm_peak * np.exp(-((t - 20) / 6) ** 2), jnp.float32)
        out = route_network(up, REACHES)
        print(f"peak in {storm_peak:.0f} -> out {float(out.max()):.1f} at hour {int(out.argmax())}")


if __name__ == "__main__":
    main()
