class Session:
    def __init__(self, session_id):
        self.session_id = session_id
        self.state = None
        self.events = 0
