import jax
import jax.numpy as jnp
import numpy as np

from attacks import pgd_attack


def init_classifier(key, in_dim=8 * 8 * 3, classes=10):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (in_dim, 32)) * 0.05,
            "w2": jax.random.normal(k2, (32, classes)) * 0.1}


def classifier(params, x):
    return jax.nn.relu(x.reshape(x.shape[0], -1) @ params["w1"]) @ params["w2"]


predict = jax.jit(lambda params, x: jnp.argmax(classifier(params, x), -1))


def main():
    rng = np.random.default_rng(0)
    params = init_classifier(jax.random.PRNGKey(0))
    images = rng.uniform(size=(16, 8, 8, 3)).astype(np.float32)
    labels = np.asarray(predict(params, images))
    x_adv = pgd_attack(classifier, params, images, labels, steps=5, key=jax.random.PRNGKey(1))
    flipped = np.mean(np.asarray(predict(params, x_adv)) != labels)
    print(f"robust accuracy {1 - flipped:.3f}, max perturbation {float(jnp.abs(x_adv - images).max()):.4f}")


if __name__ == "__main__":
    main()
