import jax
import jax.numpy as jnp
import numpy as np

DEFAULTS = {"init": 0.3, "learn": 0.15, "slip": 0.1, "guess": 0.2}


def load_skill_table(n_skills, seed=0):
    rng = np.random.default_rng(seed)
    rows = []
    for k in range(n_skills):
        if k % 2 == 0:
            rows.append(dict(DEFAULTS))
        else:
            rows.append({name: float(rng.uniform(0.05, 0.4)) for name in DEFAULTS})
    return rows


def as_vector(row):
    return jnp.asarray([row["init"], row["learn"], row["slip"], row["guess"]], dtype=jnp.float32)


@jax.jit
def mastery_trace(theta, obs):
    init, learn, slip, guess = theta

    def step(pk, o):
        pc = pk * (1 - slip) + (1 - pk) * guess
        post = jnp.where(o > 0, pk * (1 - slip) / pc, pk * slip / (1 - pc))
        return post + (1 - post) * learn, pk
    _, trace = jax.lax.scan(step, init, obs)
    return trace


rng = np.random.default_rng(11)
table = load_skill_table(8)
for k, row in enumerate(table):
    obs = (rng.random(25) < 0.6).astype(np.int32)
    trace = mastery_trace(as_vector(row), obs)
    print(k, float(trace[-1]))
