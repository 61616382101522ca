import jax.numpy as jnp
import numpy as np

from forward import NX, heat_solve
from inverse import map_step, optimizer

NOISE_SD = 0.002


def synthetic_sensor(seed=0):
    clean = heat_solve(jnp.log(0.8), 7.0, jnp.zeros(NX))
    return clean + NOISE_SD * jnp.asarray(np.random.default_rng(seed).normal(size=clean.shape), jnp.float32)


def main():
    obs = synthetic_sensor()
    params = {"log_k": jnp.array(0.0), "source_amp": jnp.array(5.0)}
    opt_state = optimizer.init(params)
    for it in range(8):
        params, opt_state, loss = map_step(params, opt_state, obs, NOISE_SD)
        print(f"iter {it}: loss {float(loss):.2f} k={float(jnp.exp(params['log_k'])):.3f} "
              f"amp={float(params['source_amp']):.3f}")


if __name__ == "__main__":
    main()
