import jax
import jax.numpy as jnp
import numpy as np

from labels import centroid_targets, encode_batch

CELL_TYPES = np.array(["B", "T", "NK", "Mono", "DC"])


@jax.jit
def prototype_loss(proj, expr, onehot, centroids):
    z = expr @ proj
    zc = centroids @ proj
    d = jnp.sum((z[:, None, :] - zc[None, :, :]) ** 2, axis=-1)
    logp = jax.nn.log_softmax(-d, axis=1)
    return -jnp.mean(jnp.sum(onehot * logp, axis=1))


@jax.jit
def prototype_grad(proj, expr, onehot, centroids):
    return jax.grad(prototype_loss)(proj, expr, onehot, centroids)


def main():
    rng = np.random.default_rng(4)
    proj = jnp.asarray(rng.normal(size=(30, 8)).astype(np.float32) * 0.1)
    for step in range(6):
        n_present = int(rng.integers(2, 6))
        present = rng.choice(CELL_TYPES, size=n_present, replace=False)
        types = rng.choice(present, size=40)
        expr = rng.poisson(1.0, size=(40, 30)).astype(np.float32)
        classes, onehot = encode_batch(types)
        centroids = centroid_targets(expr, onehot)
        loss = prototype_loss(proj, expr, onehot, centroids)
        proj = proj - 0.01 * prototype_grad(proj, expr, onehot, centroids)
        print(step, list(classes), float(loss))


if __name__ == "__main__":
    main()
