import jax

from model import init_lm
from server import CompletionServer


def tokenize(text):
    return [sum(map(ord, w)) % 64 for w in text.split()][:12]


if __name__ == "__main__":
    server = CompletionServer(init_lm(jax.random.PRNGKey(0)), tokenize)
    prompts = ["hello there", "summarize this short note", "one", "tell me a story about cats", "why"]
    for request in ({"prompt": p} for p in prompts):
        print(len(server.complete(request)), "tokens")
