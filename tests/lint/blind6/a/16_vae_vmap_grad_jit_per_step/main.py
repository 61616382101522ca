import jax
import jax.numpy as jnp


def recon_loss(w, x):
    z = jnp.tanh(x @ w)
    return jnp.sum((z @ w.T - x) ** 2)


def per_example_grad_norms(w, batch):
    grads = jax.jit(jax.vmap(jax.grad(recon_loss), in_axes=(None, 0)))(w, batch)
    return jnp.sqrt(jnp.sum(grads ** 2, axis=(1, 2)))


key = jax.random.PRNGKey(0)
w = jax.random.normal(key, (6, 3)) * 0.2
for step in range(5):
    key, sub = jax.random.split(key)
    batch = jax.random.normal(sub, (8, 6))
    norms = per_example_grad_norms(w, batch)
    w = w * 0.99
    print(step, float(norms.max()))
