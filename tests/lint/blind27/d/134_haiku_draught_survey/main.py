import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np


def draught_model(marks):
    h = jax.nn.tanh(hk.Linear(16)(marks))
    return hk.Linear(1)(h).squeeze(-1)


def init_params(seed):
    return hk.without_apply_rng(hk.transform(draught_model)).init(jax.random.PRNGKey(seed), jnp.zeros((1, 6)))


@jax.jit
def survey_predict(params, marks):
    net = hk.without_apply_rng(hk.transform(draught_model))
    return net.apply(params, marks)


def main():
    rng = np.random.default_rng(0)
    params = init_params(0)
    # fore/mid/aft draught marks port and starboard
    for survey in range(6):
        marks = rng.uniform(8, 14, (4, 6)).astype(np.float32)
        print(survey, np.round(np.asarray(survey_predict(params, marks)), 3).tolist())


if __name__ == "__main__":
    main()
