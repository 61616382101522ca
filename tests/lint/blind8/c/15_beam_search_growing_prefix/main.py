import jax

from beam import beam_search
from lm import init_lm


def main():
    params = init_lm(jax.random.PRNGKey(0))
    tokens, scores = beam_search(params, prompt=[5, 7, 2, 9], beam_size=3, max_new_tokens=6)
    for row, s in zip(tokens.tolist(), scores.tolist()):
        print(f"{s:8.3f}  {row}")


if __name__ == "__main__":
    main()
