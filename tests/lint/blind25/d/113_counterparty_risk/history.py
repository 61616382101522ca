class CounterpartyHistory:
    def __init__(self):
        self.disputes = {}

    def record(self, party, severity):
        self.disputes.setdefault(party, []).append(severity)

    def burden(self, party):
        return sum(self.disputes.get(party, []))
