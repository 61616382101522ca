import jax
import jax.numpy as jnp
import numpy as np
import optax

from guards import SpikeGuard


@jax.jit
def train_step(params, batch, clip_norm):
    x, y = batch
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w"]) @ p["v"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    scale = jnp.minimum(1.0, clip_norm / (optax.global_norm(g) + 1e-6))
    return jax.tree.map(lambda p, g_: p - 0.3 * scale * g_, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.asarray(rng.normal(size=(6, 12)).astype(np.float32)),
              "v": jnp.asarray(rng.normal(size=(12, 1)).astype(np.float32) * 0.3)}
    guard = SpikeGuard()
    clip = guard.default_clip
    for step in range(12):
        x = rng.normal(size=(16, 6)).astype(np.float32) * (4.0 if step % 5 == 4 else 1.0)
        y = np.sin(x[:, :1]).astype(np.float32)
        params, loss = train_step(params, (x, y), clip)
        clip = guard.observe(float(loss))
    print(float(loss))


if __name__ == "__main__":
    main()
