import numpy as np
import jax.numpy as jnp

from tgi import simeoni_volume, tgi_step

INITIAL = {"log_lambda0": -1.0, "log_lambda1": 2.0, "log_k2": -0.5}


def xenograft_study(seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(0, 28, 2, dtype=np.float32)
    exposure = np.float32(12.0)
    truth = (jnp.float32(-0.7), jnp.float32(2.3), jnp.float32(-0.2))
    vol = np.asarray(simeoni_volume(truth, t, exposure)) * rng.lognormal(0, 0.05, t.size)
    return jnp.asarray(t), jnp.asarray(exposure), jnp.asarray(vol, jnp.float32)


def main():
    t, exposure, volume = xenograft_study()
    params = [jnp.float32(v) for v in INITIAL.values()]
    for it in range(30):
        params, loss = tgi_step(params, t, exposure, volume)
        if it % 10 == 0:
            print(f"iter {it}: loss {float(loss):.5f}")
    print("estimates:", [round(float(p), 3) for p in params])


if __name__ == "__main__":
    main()
