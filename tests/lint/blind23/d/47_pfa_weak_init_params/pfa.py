import jax
import jax.numpy as jnp


def init_pfa(n_skills):
    # Performance Factors Analysis: easiness, success and failure weights per skill
    return {
        "beta": jnp.zeros(n_skills),
        "gamma": jnp.full(n_skills, 0.1),
        "rho": jnp.full(n_skills, -0.05),
    }


def pfa_logit(p, skill, succ, fail):
    return p["beta"][skill] + p["gamma"][skill] * succ + p["rho"][skill] * fail


@jax.jit
def pfa_step(p, skill, succ, fail, y, lr):
    def nll(p):
        z = pfa_logit(p, skill, succ, fail)
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    g = jax.grad(nll)(p)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, p, g)
