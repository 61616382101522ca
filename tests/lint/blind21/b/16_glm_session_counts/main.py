import jax
import jax.numpy as jnp

from sessions import load_session, N_COV, N_NEURONS

SESSION_PLAN = [(0, False), (1, True), (2, False), (3, True)]


def poisson_nll(W, X, counts):
    eta = X @ W
    return (jnp.exp(eta) - counts * eta).mean()


@jax.jit
def glm_step(W, X, counts, lr=0.05):
    loss, g = jax.value_and_grad(poisson_nll)(W, X, counts)
    return W - lr * g, loss


def main():
    W = jnp.zeros((N_COV, N_NEURONS))
    for seed, smooth in SESSION_PLAN:
        X, counts = load_session(seed, smooth=smooth)
        for _ in range(10):
            W, loss = glm_step(W, X, counts)
        print(f"session {seed} smooth={smooth} nll={float(loss):.4f}")


if __name__ == "__main__":
    main()
