from beam import beam_search
from scorer import make_bigram_table

BOS = 1


def main():
    table = make_bigram_table(vocab_size=12)
    hyps = beam_search(table, BOS, beam_size=5, max_len=8)
    for tokens, score in hyps:
        print(f"{score:8.3f}", tokens)


if __name__ == "__main__":
    main()
