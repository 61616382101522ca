import jax

from generate import greedy_generate
from lm import init_lm

if __name__ == "__main__":
    params = init_lm(jax.random.PRNGKey(0))
    prompts = [[5, 17, 3, 9], [11, 2, 40, 8]]
    out = greedy_generate(params, prompts, max_new_tokens=6)
    for row in out.tolist():
        print(row)
