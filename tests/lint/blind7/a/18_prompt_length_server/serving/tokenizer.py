class ByteTokenizer:
    bos_id = 1

    def encode(self, text):
        return [self.bos_id] + [b % 255 + 2 for b in text.encode("utf-8")]
