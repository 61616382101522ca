import jax.numpy as jnp
import numpy as np

from calibrate import calibrated_ctr

SERVE_TEMPERATURE = 1.0
EXPLORE_TEMPERATURE = 1.5


def serve(raw, a, b, exploring):
    temperature = EXPLORE_TEMPERATURE if exploring else SERVE_TEMPERATURE
    return calibrated_ctr(raw, a, b, temperature)


def main():
    rng = np.random.default_rng(0)
    a, b = jnp.float32(0.8), jnp.float32(-2.0)
    for request in range(6):
        raw = jnp.asarray(rng.normal(size=64), jnp.float32)
        ctr = serve(raw, a, b, exploring=request % 3 == 2)
        print(request, round(float(ctr.mean()), 4))


if __name__ == "__main__":
    main()
