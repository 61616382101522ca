import jax.numpy as jnp
import numpy as np

from calib_config import load_config
from calibrate import adam_step, opt, two_store


def main():
    cfg = load_config()
    rng = np.random.default_rng(0)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 180).astype(np.float32))
    q_obs = two_store({"log_k_fast": jnp.log(0.4), "log_k_slow": jnp.log(0.02), "split": 0.0}, rain)
    params = cfg["initial"]
    opt_state = opt.init(params)
    for it in range(cfg["iterations"]):
        params, opt_state, loss = adam_step(params, opt_state, rain, q_obs)
    print(cfg["catchment"], {k: round(float(v), 3) for k, v in params.items()}, f"loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
