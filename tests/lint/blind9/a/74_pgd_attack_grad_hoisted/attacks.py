import jax
import jax.numpy as jnp
import optax


def pgd_attack(apply_fn, params, images, labels, eps=8 / 255, alpha=2 / 255, steps=5, key=None):
    def adv_loss(x):
        logits = apply_fn(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    input_grad = jax.jit(jax.grad(adv_loss))
    x_adv = images
    if key is not None:
        x_adv = images + jax.random.uniform(key, images.shape, minval=-eps, maxval=eps)
    for _ in range(steps):
        g = input_grad(x_adv)
        x_adv = x_adv + alpha * jnp.sign(g)
        x_adv = jnp.clip(jnp.clip(x_adv, images - eps, images + eps), 0.0, 1.0)
    return x_adv
