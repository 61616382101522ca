import jax

from model import classify, init_params
from tokenizer import WhitespaceTokenizer

VOCAB = "the a service is slow fast great terrible refund please order late never again love it".split()
LABELS = ["negative", "neutral", "positive"]

REQUEST_QUEUE = [
    ["the service is slow", "love it"],
    ["great", "refund please", "order is late"],
    ["never again the order is late and the service is terrible"],
    ["fast service", "love it great service"],
    ["the order never came refund please the service is slow and terrible"],
    ["a", "it is great"],
]


def serve(tokenizer, params, batches):
    for texts in batches:
        ids, mask = tokenizer.encode_batch(texts)
        probs = classify(params, ids, mask)
        for text, p in zip(texts, probs.argmax(-1).tolist()):
            yield text, LABELS[p]


def main():
    tok = WhitespaceTokenizer(VOCAB)
    params = init_params(jax.random.PRNGKey(0), len(VOCAB) + 2)
    for text, label in serve(tok, params, REQUEST_QUEUE):
        print(f"{label:9s} {text}")


if __name__ == "__main__":
    main()
