class CharVocab:
    def __init__(self):
        self.index = {"<blank>": 0}

    def encode(self, text):
        ids = []
        for ch in text:
            if ch not in self.index:
                self.index[ch] = len(self.index)
            ids.append(self.index[ch])
        return ids

    def __len__(self):
        return len(self.index)
