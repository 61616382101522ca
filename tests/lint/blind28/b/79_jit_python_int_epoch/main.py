import jax
import jax.numpy as jnp
import numpy as np


def init(key, d=10, k=8):
    return {"w": jax.random.normal(key, (d, k)) * 0.3}


@jax.jit
def embed_step(params, anchors, positives, epoch):
    temp = jnp.maximum(0.1, 1.0 - 0.2 * epoch)

    def loss_fn(p):
        za = jnp.tanh(anchors @ p["w"])
        zp = jnp.tanh(positives @ p["w"])
        za = za / jnp.linalg.norm(za, axis=1, keepdims=True)
        zp = zp / jnp.linalg.norm(zp, axis=1, keepdims=True)
        logits = za @ zp.T / temp
        return -jnp.mean(jnp.diag(jax.nn.log_softmax(logits, axis=1)))
    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda a, b: a - 0.05 * b, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(1))
    for epoch in range(5):
        for _ in range(3):
            base = rng.normal(size=(32, 10)).astype(np.float32)
            anchors = base + 0.1 * rng.normal(size=(32, 10)).astype(np.float32)
            params, loss = embed_step(params, anchors, base, epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
