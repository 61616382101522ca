import jax

from service import TextClassifier

VOCAB, DIM = 128, 8

requests = [
    {"id": 1, "text": "refund my order please"},
    {"id": 2, "text": "the package arrived broken"},
    {"id": 3, "text": "great service thanks"},
    {"id": 4, "text": "where is my parcel"},
    {"id": 5, "text": "cancel subscription"},
]

if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)), "head": jax.random.normal(k2, (DIM, 3))}
    clf = TextClassifier(params, ["billing", "shipping", "other"])
    for req in requests:
        print(clf.handle(req))
