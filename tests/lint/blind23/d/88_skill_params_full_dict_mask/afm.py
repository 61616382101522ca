import jax
import jax.numpy as jnp

SKILLS = ("add", "sub", "mul", "div", "frac", "dec")
N_OPP = 10


def empty_session():
    return {s: {"opp": jnp.zeros(N_OPP, jnp.float32), "correct": jnp.zeros(N_OPP, jnp.float32),
                "mask": jnp.zeros(N_OPP, jnp.float32)} for s in SKILLS}


@jax.jit
def afm_update(skill_params, theta, session, lr):
    def nll(sp):
        total = 0.0
        for name, p in sp.items():
            obs = session[name]
            logit = theta + p["easiness"] + p["learn"] * obs["opp"]
            total = total + jnp.sum(obs["mask"] * (jnp.logaddexp(0.0, logit) - obs["correct"] * logit))
        return total
    g = jax.grad(nll)(skill_params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, skill_params, g)
