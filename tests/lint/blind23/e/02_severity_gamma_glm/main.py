import jax
import jax.numpy as jnp
import optax

from data import load_claims, ClaimLoader


def gamma_deviance(params, X, y, w):
    mu = jnp.exp(params["b0"] + X @ params["b"])
    dev = 2.0 * (-jnp.log(y / mu) + (y - mu) / mu)
    return jnp.sum(w * dev) / jnp.sum(w)


opt = optax.sgd(0.05, momentum=0.9)


@jax.jit
def fit_step(params, state, X, y, w):
    loss, g = jax.value_and_grad(gamma_deviance)(params, X, y, w)
    upd, state = opt.update(g, state)
    return optax.apply_updates(params, upd), state, loss


def main():
    X, y = load_claims()
    params = {"b0": jnp.float32(7.0), "b": jnp.zeros(2)}
    state = opt.init(params)
    loader = ClaimLoader(X, y, batch_size=256)
    for epoch in range(5):
        losses = []
        for xb, yb, wb in loader:
            params, state, loss = fit_step(params, state, xb, yb, wb)
            losses.append(float(loss))
        print(epoch, sum(losses) / len(losses))
    print({k: v.tolist() for k, v in params.items()})


if __name__ == "__main__":
    main()
