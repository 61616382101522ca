ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def encode(word):
    return [ALPHABET.index(c) for c in word.lower()]
