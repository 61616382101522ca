import jax.numpy as jnp
import numpy as np

from model import runoff_model
from train import opt, staged_step


def main():
    rng = np.random.default_rng(12)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 150).astype(np.float32))
    true_params = {"production": {"k": jnp.float32(-1.0)}, "routing": {"uh": jnp.array([0.0, 1.0, 0.5, -0.5])}}
    q_obs = runoff_model(true_params, rain)
    params = {"production": {"k": jnp.float32(0.5)}}
    opt_state = opt.init(params)
    for stage, iters in enumerate([10, 10]):
        if stage == 1:
            params = dict(params, routing={"uh": jnp.zeros(4)})
            opt_state = opt.init(params)
        for _ in range(iters):
            params, opt_state, loss = staged_step(params, opt_state, rain, q_obs)
        print(f"stage {stage}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
