import jax

from lm import init_lm
from search import diverse_greedy

if __name__ == "__main__":
    params = init_lm(jax.random.PRNGKey(3))
    outputs, scores = diverse_greedy(params, first_tokens=list(range(1, 12)))
    for hyp, toks in outputs.items():
        print(hyp, toks, round(scores[hyp], 2))
