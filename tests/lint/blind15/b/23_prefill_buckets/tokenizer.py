VOCAB = 64


def encode(text):
    return [1] + [2 + (ord(c) % (VOCAB - 2)) for c in text]
