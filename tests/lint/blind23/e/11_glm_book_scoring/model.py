import jax
import jax.numpy as jnp


@jax.jit
def predict_claims(beta, X, log_exposure=None):
    eta = X @ beta
    if log_exposure is not None:
        eta = eta + log_exposure
    return jnp.exp(eta)


def score_book(beta, book):
    X = book["X"]
    log_exp = None
    if "exposure" in book:
        log_exp = jnp.log(book["exposure"])
    return predict_claims(beta, X, log_exp)
