import jax
import jax.numpy as jnp
import numpy as np


def simeoni_volume(params, t, exposure):
    log_lambda0, log_lambda1, log_k2 = params
    l0, l1, k2 = jnp.exp(log_lambda0), jnp.exp(log_lambda1), jnp.exp(log_k2)
    growth = l0 * t / (1 + l0 / l1 * t)
    return 50.0 * jnp.exp(growth * 0.05 - k2 * exposure * t * 0.01)


@jax.jit
def tgi_step(params, t, exposure, volume):
    def loss(p):
        return jnp.mean((jnp.log(simeoni_volume(p, t, exposure)) - jnp.log(volume)) ** 2)
    val, grads = jax.value_and_grad(loss)(params)
    return tuple(p - 0.1 * g for p, g in zip(params, grads)), val


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
