import jax

from generate import Generator
from model import init_params


def main():
    params = init_params(jax.random.PRNGKey(0))
    gen = Generator(params, batch_size=2)
    for prompt in range(2):
        gen.reset()
        tokens = gen.greedy(bos=1, max_new_tokens=8)
        print(prompt, tokens.tolist())


if __name__ == "__main__":
    main()
