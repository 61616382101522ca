import jax
import jax.numpy as jnp
import numpy as np
import optax

from params import init_params


def sigmoid_pair_loss(params, images, texts):
    zi = images @ params["img_proj"]
    zt = texts @ params["txt_proj"]
    zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
    zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
    logits = jnp.exp(params["t_prime"]) * zi @ zt.T + params["bias"]
    n = images.shape[0]
    labels = 2.0 * jnp.eye(n) - 1.0
    return -jax.nn.log_sigmoid(labels * logits).sum() / n


tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))


@jax.jit
def train_step(params, opt_state, images, texts):
    loss, grads = jax.value_and_grad(sigmoid_pair_loss)(params, images, texts)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), 20, 12, 16)
    opt_state = tx.init(params)
    for step in range(5):
        images = rng.normal(size=(8, 20)).astype(np.float32)
        texts = rng.normal(size=(8, 12)).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, images, texts)
        print(step, float(params["t_prime"]), float(loss))


if __name__ == "__main__":
    main()
