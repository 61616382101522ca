import numpy as np
import jax

from model import net, vdk_forecast
from checkpoint import save, restore


def main():
    rng = np.random.default_rng(0)
    params = net.init(jax.random.PRNGKey(0), np.zeros((1, 6), np.float32))
    blob = save(params)
    for day in range(3):
        x = rng.normal(0, 1, (10, 6)).astype(np.float32)
        live = vdk_forecast(params, x)
        served = vdk_forecast(restore(blob), x)
        print(f"day {day}: live {float(live.mean()):.3f}, restored {float(served.mean()):.3f}")


if __name__ == "__main__":
    main()
