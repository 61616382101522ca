import jax

from adapt import adapt_step, init_adapter, optimizer
from data import UtteranceLoader, speaker_corpus

N_MELS, N_PHONES, BATCH = 20, 8, 4


def main():
    base_w = jax.random.normal(jax.random.PRNGKey(0), (N_MELS, N_PHONES)) * 0.3
    for spk, feats, labels in speaker_corpus([5, 6, 7, 9], n_mels=N_MELS, n_phones=N_PHONES):
        adapter = init_adapter(N_MELS)
        opt_state = optimizer.init(adapter)
        for feats_b, labels_b in UtteranceLoader(feats, labels, batch_size=BATCH):
            adapter, opt_state, loss = adapt_step(adapter, opt_state, base_w, feats_b, labels_b)
        print(f"{spk}: last-batch loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
