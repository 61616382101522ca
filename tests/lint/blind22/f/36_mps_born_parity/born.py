import jax
import jax.numpy as jnp


def amplitude(tensors, bits):
    v = jnp.ones((tensors[0].shape[0],)) / tensors[0].shape[0]
    for k, A in enumerate(tensors):
        v = v @ A[:, bits[k], :]
    return jnp.sum(v)


def norm(tensors):
    chi = tensors[0].shape[0]
    left = jnp.ones((chi,)) / chi
    env = jnp.outer(left, left)
    for A in tensors:
        env = jnp.einsum("ab,asc,bsd->cd", env, A, A)
    return jnp.sum(env)


def nll(tensors, data):
    amps = jax.vmap(lambda b: amplitude(tensors, b))(data)
    return -jnp.mean(jnp.log(amps ** 2 + 1e-12)) + jnp.log(norm(tensors))


@jax.jit
def sgd_update(tensors, data, lr):
    loss, grads = jax.value_and_grad(nll)(tensors, data)
    new = jax.tree_util.tree_map(lambda A, g: A - lr * g, tensors, grads)
    return new, loss
