import jax
import jax.numpy as jnp
import numpy as np

from utils import make_windows, synthetic_kpi

WINDOW = 24


def init(key, window, latent=4):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (window, latent)) * 0.2,
            "dec": jax.random.normal(k2, (latent, window)) * 0.2}


def recon_loss(params, x):
    return jnp.mean((jnp.tanh(x @ params["enc"]) @ params["dec"] - x) ** 2)


@jax.jit
def sgd_step(params, x, lr):
    loss, grads = jax.value_and_grad(recon_loss)(params, x)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(31)
    x = jnp.asarray(make_windows(synthetic_kpi(rng), WINDOW, 4))
    results = {}
    for lr in (0.3, 0.1, 0.03):
        params = init(jax.random.PRNGKey(0), WINDOW)
        for _ in range(5):
            params, loss = sgd_step(params, x, lr)
        results[lr] = float(loss)
    print(results)


if __name__ == "__main__":
    main()
