import jax
import jax.numpy as jnp
import numpy as np

from ckpt import export_compact, load_compact

FRAMES, BINS = 32, 40


@jax.jit
def vad_scores(params, spec):
    h = jnp.tanh(spec @ params["w1"] + params["b1"])
    return jax.nn.sigmoid(h @ params["w2"])[:, 0]


@jax.jit
def sgd(params, spec, labels):
    def loss_fn(p):
        s = vad_scores(p, spec)
        return -jnp.mean(labels * jnp.log(s + 1e-6) + (1 - labels) * jnp.log(1 - s + 1e-6))

    g = jax.grad(loss_fn)(params)
    return jax.tree.map(lambda p, d: p - 0.1 * d, params, g)


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(0.1 * rng.standard_normal((BINS, 16)), jnp.float32),
              "b1": jnp.zeros(16), "w2": jnp.asarray(0.1 * rng.standard_normal((16, 1)), jnp.float32)}
    spec = rng.standard_normal((FRAMES, BINS)).astype(np.float32)
    labels = (rng.random(FRAMES) > 0.5).astype(np.float32)
    for epoch in range(3):
        params = sgd(params, spec, labels)
        live = vad_scores(params, spec)
        shipped = vad_scores(load_compact(export_compact(params)), spec)
        print(epoch, float(jnp.abs(live - shipped.astype(jnp.float32)).max()))


if __name__ == "__main__":
    main()
