import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import learning_rate

N_PLAYERS = 22


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (N_PLAYERS * 2, 8)) * 0.1,
            "dec": jax.random.normal(k2, (8, N_PLAYERS * 2)) * 0.1}


@jax.jit
def train_step(params, frames, lr):
    def loss_fn(p):
        z = jnp.tanh(frames @ p["enc"])
        return ((z @ p["dec"] - frames) ** 2).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda w, g: w - lr * g, params, grads)
    return params, loss


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    for step in range(8):
        frames = rng.normal(size=(16, N_PLAYERS * 2)).astype(np.float32)
        params, loss = train_step(params, frames, learning_rate(step))
    print("loss", float(loss))


if __name__ == "__main__":
    main()
