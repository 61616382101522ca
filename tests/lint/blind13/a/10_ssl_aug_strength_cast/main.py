import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import strength_schedule, two_views

WARMUP = 4
TEMPERATURE = 0.2


def encoder(params, x):
    h = jax.nn.relu(x.reshape(x.shape[0], -1) @ params["w1"])
    z = h @ params["w2"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def nt_xent(z1, z2):
    z = jnp.concatenate([z1, z2])
    sim = z @ z.T / TEMPERATURE
    n = z1.shape[0]
    sim = sim - 1e9 * jnp.eye(2 * n)
    targets = jnp.concatenate([jnp.arange(n, 2 * n), jnp.arange(n)])
    return optax.softmax_cross_entropy_with_integer_labels(sim, targets).mean()


tx = optax.adam(1e-3)


@jax.jit
def ssl_step(params, opt_state, key, images, aug_strength):
    v1, v2 = two_views(key, images, aug_strength)
    loss, grads = jax.value_and_grad(lambda p: nt_xent(encoder(p, v1), encoder(p, v2)))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    data = rng.normal(size=(64, 8, 8, 3)).astype(np.float32)
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (192, 64)) * 0.05,
              "w2": jax.random.normal(k2, (64, 32)) * 0.1}
    opt_state = tx.init(params)
    step = 0
    for epoch in range(2):
        for i in range(0, 64, 16):
            key, sub = jax.random.split(key)
            strength = strength_schedule(step, WARMUP)
            params, opt_state, loss = ssl_step(
                params, opt_state, sub, data[i:i + 16], jnp.asarray(strength, dtype=jnp.float32))
            step += 1
        print(f"epoch {epoch} contrastive loss {float(loss):.3f} aug strength {strength}")


if __name__ == "__main__":
    main()
