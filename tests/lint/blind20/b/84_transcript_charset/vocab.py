import string

CHARSET = string.ascii_letters + string.digits + string.punctuation + " "


class CharVocab:
    def __init__(self, charset=CHARSET):
        self.index = {"<blank>": 0, "<unk>": 1}
        for ch in charset:
            self.index[ch] = len(self.index)

    def encode(self, text):
        return [self.index.get(ch, 1) for ch in text]

    def __len__(self):
        return len(self.index)
