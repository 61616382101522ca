import jax
import jax.numpy as jnp
import numpy as np

from documents import PAGE_FEAT, Document

DOC_CLASSES = ("contract", "invoice", "letter", "report")


@jax.jit
def classify_document(pages, w):
    attn = jax.nn.softmax(pages @ w[:, 0])
    pooled = (pages * attn[:, None]).sum(0)
    return pooled @ w[:, 1:]


def main():
    rng = np.random.default_rng(2)
    w = jax.random.normal(jax.random.PRNGKey(0), (PAGE_FEAT, 1 + len(DOC_CLASSES)))
    for doc_id in range(6):
        doc = Document(rng, doc_id)
        logits = classify_document(jnp.asarray(doc.as_array()), w)
        print(doc_id, doc.num_pages, DOC_CLASSES[int(logits.argmax())])


if __name__ == "__main__":
    main()
