import haiku as hk
import jax
import jax.numpy as jnp


def severity_net(x):
    mlp = hk.nets.MLP([32, 16, 2])
    out = mlp(x)
    return out[:, 0], jax.nn.softplus(out[:, 1]) + 1e-3


net = hk.without_apply_rng(hk.transform(severity_net))


def lognormal_loss(params, x, log_y):
    mu, sigma = net.apply(params, x)
    return jnp.mean(jnp.log(sigma) + 0.5 * ((log_y - mu) / sigma) ** 2)
