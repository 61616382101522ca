import jax
import jax.numpy as jnp

from model import DIM, greedy_step, init


def continue_text(params, prompt_ids, n_new):
    state = jnp.zeros(DIM)
    for tok in prompt_ids[:-1]:
        _, state = greedy_step(params, jnp.int32(tok), state)
    token = prompt_ids[-1]
    out = []
    for _ in range(n_new):
        token, state = greedy_step(params, token, state)
        out.append(int(token))
    return out


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0))
    print(continue_text(params, [4, 9, 2, 7], 5))
