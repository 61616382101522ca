import jax
import equinox as eqx

from model import poisson_loss


@eqx.filter_jit
def gd_step(model, deaths, exposure, lr):
    loss, grads = eqx.filter_value_and_grad(poisson_loss)(model, deaths, exposure)
    model = jax.tree.map(lambda p, g: p - lr * g, model, grads)
    return model, loss


def fit(model, deaths, exposure, epochs, lr0, decay):
    for epoch in range(epochs):
        lr = lr0 * decay ** (epoch // 5)
        model, loss = gd_step(model, deaths, exposure, lr)
    return model, loss
